SET allow_introspection_functions = 1;
SELECT demangle('_ZNKSt3__18functionIFvvEEclEv');
