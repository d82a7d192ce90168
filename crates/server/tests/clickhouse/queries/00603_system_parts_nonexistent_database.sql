SELECT count() FROM system.parts WHERE database = 'T5yajf3DLcMjJJvpCeX5ajUy1P0VTk51zMEp1kDKXZAGr5EpleuIKbuY8cKaThkaBqllUm2EFxDX';
