/* 2.7.1: a subarray 'a[lower:length]' is 'length' elements of the pointed-to type, and 'void'
 * has none. 'copyin(vp[0:4])' on a 'void *' was accepted: cc warned "dereferencing 'void *'
 * pointer" about the generated code and the section was 4 bytes (GNU C's sizeof(void) == 1),
 * so a later 'copy(a)' of the real array was "partly present". gcc -fopenacc rejects it
 * ("invalid use of void expression", "array section does not have mappable type in 'map'
 * clause"). oxacc's located error now, in every clause that takes subarrays and in 'cache'. */
struct S {
    void *vp;
    int n;
};
int main(void) {
    int a[10] = {0};
    void *vp = a;
    void **vpp = &vp;
    void *wp = a;
    struct S s = {a, 10};
#pragma acc enter data copyin(vp[0:4], vpp[0:1])
#pragma acc enter data create(vpp[0][0:4])
#pragma acc parallel loop present(vp[0:4]) copy(a) copyin(s.vp[0:2])
    for (int i = 0; i < 1; i++)
        a[0] = 1;
#pragma acc data copy(vp[2])
    {
#pragma acc update self(vp[0:4]) device(vp[0:4])
    }
#pragma acc parallel loop private(vp[0:4]) copy(a)
    for (int i = 0; i < 4; i++) {
#pragma acc cache(vp[0:4])
        a[i] = i;
    }
#pragma acc serial firstprivate(wp[0:1]) no_create(vp[1:2])
    { }
#pragma acc exit data copyout(vp[0:4]) delete(vpp[0:1])
    return a[0] - 1;
}
