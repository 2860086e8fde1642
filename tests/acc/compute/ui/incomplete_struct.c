/* A struct declared but not defined in this file (`extern struct opaque o;`, defined in
 * another): its data attribute in a compute region (2.6.2) and a data clause or update
 * naming it (2.7.1) need its size. oxacc's located errors, not C compiler errors about
 * generated code. */
struct opaque;
extern struct opaque o;
void f(void) {
#pragma acc serial
    {
        struct opaque *q = &o;
        (void)q;
    }
#pragma acc parallel present(o)
    { }
#pragma acc update self(o)
}
int main(void) { return 0; }
