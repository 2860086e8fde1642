/* A routine calling a routine of another file (clash_lib.c's scale10), called by clash_main.c,
 * which defines a static `scale10` of its own. */
#pragma acc routine seq
int scale10(int x);

#pragma acc routine seq
int via_lib(int x) { return scale10(x) + 1; }
