/* A copyout (OpenACC 3.3, 2.7.8) or an update self/host (2.14.4) copies the device's values
 * back into the var; an object defined const may not be modified (C11 6.7.3), and a file-scope
 * one lies in read-only memory where the copy back crashed the program (SIGSEGV under emul,
 * no message). gcc accepts these silently. A `copy` (2.7.6) of one is kept as a copyin, with a
 * warning. An object reached through a pointer (`const int *p`) may be writable: accepted. */
typedef const int cint;
typedef int arr4[4];
struct pt { int x, y; };
struct with_const { const int c; int m; };

const int gc[4] = {1, 2, 3, 4};
cint gt[4] = {1, 2, 3, 4};
const arr4 ga = {1, 2, 3, 4};
const struct pt gs[3] = {{1, 2}, {3, 4}, {5, 6}};
struct with_const wc = {1, 2};

int main(void) {
    const int n = 4;
    int ok[4] = {0};
    const int *p = ok;
    int *const q = ok;
    const struct pt *ps = gs;
#pragma acc parallel loop copyout(gc)
    for (int i = 0; i < 4; i++) ok[i] = gc[i];
#pragma acc parallel loop copyout(gt[0:2], ga[1:2], gs[1].y, gs[0:2], n)
    for (int i = 0; i < 4; i++) ok[i] = gt[i] + ga[i] + gs[0].x + n;
#pragma acc exit data copyout(gc[0:4])
#pragma acc update self(gc) host(gs[2])
#pragma acc data copyout(q)
    {
    }
#pragma acc parallel loop copy(gc, gs[0:3]) copy(ok)
    for (int i = 0; i < 4; i++) ok[i] = gc[i] + gs[i % 3].x;
    /* Fine: writable storage behind a pointer to const, a const pointer's target, a struct
     * with a const member (the object is writable), copyin and update device of const data. */
#pragma acc parallel loop copyout(p[0:4], q[0:4], ps[0:1], ps->x, wc) copyin(gc)
    for (int i = 0; i < 4; i++) ok[i] = gc[i];
#pragma acc update device(gc) self(p[0:4], wc)
    return ok[0];
}
