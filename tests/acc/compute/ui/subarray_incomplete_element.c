/* 2.7.1: a subarray 'a[lower:length]' is 'length' elements of the pointed-to type, so that
 * type must have a size. A pointer to a struct declared but not defined before the directive,
 * or to a function, has elements without one: these passed oxacc's checks and cc rejected the
 * generated code ("invalid use of undefined type 'struct T'", "subscripted value is pointer to
 * function"). gcc -fopenacc: "invalid use of undefined type", "array section does not have
 * mappable type in 'map' clause". Each is oxacc's located error now. */
struct T;
struct T *tp;
typedef struct T Tt;
struct Later;
struct Later *lp;
struct S {
    struct T *tp;
    int n;
};
int (*fp)(int);
struct Done {
    int x;
};
int main(void) {
    int a[10] = {0};
    struct S s = {0, 1};
    Tt *tt = 0;
    int (*ia)[] = 0;
    struct Done *dp = 0;
#pragma acc enter data copyin(tp[0:1])
#pragma acc enter data copyin(fp[0:1])
#pragma acc parallel copy(tp[0]) copyin(s.tp[0:1], tt[0:1], lp[0:2], ia[0:1], dp[0:1])
    { a[0] = 1; }
#pragma acc update device(tp[0:2])
#pragma acc exit data delete(tp[0:1])
    return a[0];
}
/* Defined after the directives: incomplete at their point, as for a C expression there. */
struct Later {
    int x;
};
