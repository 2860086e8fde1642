/* gcc's OpenACC builtins __builtin_goacc_parlevel_id / __builtin_goacc_parlevel_size (used
   by gcc's libgomp.oacc-c-c++-common tests with the GOMP_DIM_* values of gcc's internal
   gomp-constants.h) have no oxacc version: a located error, where the program failed at link
   time with an undefined reference before. Other unknown __builtin_ names are left as gcc
   leaves them. */
int f(void) {
  int g = __builtin_goacc_parlevel_id(0 /* GOMP_DIM_GANG */);
  return g + __builtin_goacc_parlevel_size(2 /* GOMP_DIM_VECTOR */);
}
