SELECT visitParamExtractRaw('\"a\":', 'a');
