SELECT toUUID(-1.1); -- { serverError 48 }
