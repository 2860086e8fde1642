/* C99 6.7.2.1 flexible array members in a compute region (OpenACC 3.3, 2.7.1): a region
 * using a struct with one ran only on the host (the warning "struct 'Flex' with a flexible
 * array member is not supported yet"; known gap flexible_array_member.c): NVRTC's C++ has no
 * `T d[]` member (nor `T d[0]`). The device records now leave the member out (it adds
 * nothing to the size) and the kernel reaches `fx->d` at its offset from the struct; a
 * section of the member that a clause maps on its own (`copy(fx->d[0:n])`, a mapping of its
 * own, not at that offset from the struct's device copy) is passed to the kernel by its
 * device address. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

typedef struct {
    int n;
    double d[];
} Flex;

struct pad {
    char c;
    short s;
    float f[];
};

#pragma acc routine seq
static double sum(const Flex *f) {
    double t = 0;
    for (int i = 0; i < f->n; i++) t += f->d[i];
    return t;
}

enum { N = 16 };

int main(void) {
    size_t bytes = sizeof(Flex) + N * sizeof(double);
    Flex *fx = (Flex *)malloc(bytes);
    fx->n = N;
    for (int i = 0; i < N; i++) fx->d[i] = i;
    /* The whole allocation mapped by the API, the struct named by its fixed part. */
    acc_copyin(fx, bytes);
#pragma acc parallel loop present(fx[0:1])
    for (int i = 0; i < N; i++) fx->d[i] *= 3;
    double s = 0;
#pragma acc parallel loop reduction(+:s) present(fx[0:1])
    for (int i = 0; i < 2; i++) {
        double *p = fx->d; /* the member decays to its first element's address */
        s += i == 0 ? sum(fx) : p[1];
    }
#pragma acc parallel loop present(fx[0:1])
    for (int i = 0; i < N; i++) {
        double(*whole)[] = &fx->d; /* the member as an array of unknown bound */
        (*whole)[i] += 0 * sizeof(fx->d[0]);
    }
    acc_copyout(fx, bytes);
    for (int i = 0; i < N; i++) CHECK(fx->d[i] == 3 * i);
    CHECK(s == 3 * N * (N - 1) / 2 + 3);

    /* The struct and the member's section mapped by two clauses: two mappings. */
#pragma acc data copyin(fx[0:1]) copy(fx->d[0:N])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) fx->d[i] += fx->n;
    }
    for (int i = 0; i < N; i++) CHECK(fx->d[i] == 3 * i + N);

    struct pad *q = (struct pad *)malloc(sizeof(struct pad) + 4 * sizeof(float));
    q->c = 1;
    q->s = 2;
#pragma acc parallel copyin(q[0:1]) copyout(q->f[1:3])
    {
#pragma acc loop
        for (int i = 1; i < 4; i++) q->f[i] = q->c + q->s + i;
    }
    for (int i = 1; i < 4; i++) CHECK(q->f[i] == 3 + i);
    free(q);
    free(fx);
    CHECK_DONE();
}
