float twice(float x) { return 2 * x; }
#pragma acc routine(twice) seq
#pragma acc routine seq
int counter(void) {
  static int calls = 0;
  return ++calls;
}
