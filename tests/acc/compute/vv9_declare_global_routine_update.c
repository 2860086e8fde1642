/* OpenACC 3.3, 2.13 (declare directive) at file scope with create and copyin, used by a
 * routine seq (2.15.1: a routine that refers to a global needs it in a declare directive),
 * changed on the host and moved by update directives and by acc_update_device /
 * acc_update_self on a part of it; the global's device copy lives for the whole program
 * (V&V declare_create.c, declare_copyin.c, routine_global). */
#include <openacc.h>
#include "check.h"
#define N 256
double coef[4] = {1.0, 0.5, 0.25, 0.125};
#pragma acc declare copyin(coef)
int table[N];
#pragma acc declare create(table)
long counter;
#pragma acc declare create(counter)
#pragma acc routine seq
static double poly(double x) {
    return coef[0] + x * (coef[1] + x * (coef[2] + x * coef[3]));
}
#pragma acc routine seq
static int look(int i) { return table[i % N]; }
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    CHECK(acc_is_present(coef, sizeof coef) && acc_is_present(table, sizeof table));
    for (int i = 0; i < N; i++) table[i] = 3 * i;
#pragma acc update device(table)
    counter = 0;
#pragma acc update device(counter)
    double r[N];
    int t[N];
#pragma acc parallel loop copyout(r, t)
    for (int i = 0; i < N; i++) {
        r[i] = poly(i * 0.5);
        t[i] = look(i + N);
#pragma acc atomic update
        counter += 1;
    }
    for (int i = 0; i < N; i++) {
        double x = i * 0.5;
        CHECK(r[i] == 1.0 + x * (0.5 + x * (0.25 + x * 0.125)));
        CHECK(t[i] == 3 * i);
    }
    CHECK(shared || counter == 0);
#pragma acc update self(counter)
    CHECK(counter == N);
    /* change two coefficients on the host, move only them with acc_update_device */
    coef[2] = 0.0;
    coef[3] = 1.0;
    acc_update_device(&coef[2], 2 * sizeof(double));
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < N; i++) r[i] = poly(2.0);
    for (int i = 0; i < N; i++) CHECK(r[i] == 1.0 + 2.0 * (0.5 + 2.0 * (0.0 + 2.0 * 1.0)));
    /* device-side change of the table, brought back in part with acc_update_self */
#pragma acc parallel loop
    for (int i = 0; i < N; i++) table[i] = -i;
    acc_update_self(table + 10, 5 * sizeof(int));
    for (int i = 0; i < N; i++) CHECK(table[i] == ((i >= 10 && i < 15) || shared ? -i : 3 * i));
    CHECK_DONE();
}
