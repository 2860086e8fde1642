/* Routines of this file whose names a calling file uses for functions of its own (see
 * clash_main.c, OpenACC 3.3 2.15.1). */
#pragma acc routine seq
int scale10(int x) { return x * 10; }

/* A static helper: clash_main.c has a static function of this name too. */
#pragma acc routine seq
static int helper(int x) { return x + 1000; }

#pragma acc routine seq
int lib_helper(int x) { return helper(x); }
