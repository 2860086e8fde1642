/* OpenACC 3.3, 2.12: an atomic on a bit-field has no address for a compare-and-swap on the
   CPU or the GPU: oxacc's own located error (cc and NVRTC rejected the generated code). */
struct S {
    unsigned a : 4;
    unsigned b : 4;
};
void f(struct S *s) {
#pragma acc parallel loop copy(s[0:1])
    for (int i = 0; i < 10; i++) {
#pragma acc atomic update
        s->a += 1;
    }
}
