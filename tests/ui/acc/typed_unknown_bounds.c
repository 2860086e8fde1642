/* 2.7.1: a missing length needs an array of known size; PGI says "Cannot determine bounds
   for array". A pointer alone (copy(p)) copies the pointer and is fine. */
extern int ext[];
int full[64];
void f(int *p, float **m, int n) {
#pragma acc parallel copy(p) copyin(ext) copyout(m[0:n][:])
  { }
#pragma acc data copy(p[:n], full[8:], full)
  { }
#pragma acc data create(p[:])
  { }
#pragma acc update self(ext[0:n], ext[2:])
}
