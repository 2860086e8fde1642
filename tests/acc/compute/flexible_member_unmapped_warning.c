/* OpenACC 3.3, 2.7.1 with C11 6.7.2.1: a data clause naming a struct with a flexible array
 * member (`copy(s[0:1])`, `copy(g)`) maps its sizeof bytes, which leave the member's elements
 * out. A region reading or writing `s->d[i]` through that mapping reached past the struct's
 * device copy with no message: on a discrete device (emul) the host's elements were never
 * copied and the region's stores were lost (0 1 2 3 printed for 10 11 12 13). oxacc now warns
 * at the access, naming the clause and the clause that maps the elements. No warning when a
 * clause maps the member's section (`copy(s->d[0:n])`) or when the struct is only `present`
 * (the whole allocation mapped by acc_copyin, as tests/acc/compute/gpu_flexible_array_member.c
 * does). The warned constructs run only where host and device share memory (the host team). */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

struct S {
    int n;
    double d[];
};

static struct S *make(int n) {
    struct S *s = (struct S *)malloc(sizeof(struct S) + n * sizeof(double));
    s->n = n;
    for (int i = 0; i < n; i++) s->d[i] = i;
    return s;
}

/* Warned: only the fixed part is mapped. */
static void add_struct_only(struct S *s) {
#pragma acc parallel loop copy(s[0:1])
    for (int i = 0; i < 4; i++) s->d[i] += 10;
}

/* Not warned: the elements are a section of their own. */
static void add_with_section(struct S *s) {
#pragma acc parallel loop copy(s[0:1], s->d[0:4])
    for (int i = 0; i < 4; i++) s->d[i] += 100;
}

/* Not warned: present data, mapped whole by the caller. */
static void add_present(struct S *s) {
#pragma acc parallel loop present(s[0:1])
    for (int i = 0; i < 4; i++) s->d[i] += 1000;
}

int main(void) {
    struct S *s = make(4);
    if (acc_get_device_type() == acc_device_host) {
        add_struct_only(s);
        for (int i = 0; i < 4; i++) CHECK(s->d[i] == i + 10);
        for (int i = 0; i < 4; i++) s->d[i] = i;
    }
    add_with_section(s);
    for (int i = 0; i < 4; i++) CHECK(s->d[i] == i + 100);
    size_t bytes = sizeof(struct S) + 4 * sizeof(double);
    acc_copyin(s, bytes);
    add_present(s);
    acc_copyout(s, bytes);
    for (int i = 0; i < 4; i++) CHECK(s->d[i] == i + 1100);
    free(s);
    CHECK_DONE();
}
