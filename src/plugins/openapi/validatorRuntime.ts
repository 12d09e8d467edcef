/**
 * The Ajv helpers that standalone validation code calls at run time
 * (`standaloneValidators.ts` points its imports here): the code Ajv generates
 * asks for them with `require`, which an ES module cannot use. One module that
 * re-exports them lets the bundler (and the tests) resolve them as usual.
 */
export {default as ucs2length} from 'ajv/dist/runtime/ucs2length';
export {default as equal} from 'ajv/dist/runtime/equal';
export {fullFormats} from 'ajv-formats/dist/formats';
