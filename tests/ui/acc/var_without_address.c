/* A bit-field or a register variable has no address: it cannot be mapped or updated; a
   private copy of one is fine. */
struct B { int bf : 3; int whole; };
void f(struct B b) {
  register int r = 0;
  register struct B rb = b;
  register int ra[4] = {0};
  int x = 0;
#pragma acc data copy(b.bf, b.whole) copyin(r) create(rb.whole) present(ra[0:2])
  { }
#pragma acc update host(b.bf) device(r)
#pragma acc enter data copyin(rb)
#pragma acc parallel private(r) firstprivate(b.bf) reduction(+:x)
  { x += r; }
}
