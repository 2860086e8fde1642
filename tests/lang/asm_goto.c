/* asm goto (jumping from assembly to C labels), asm with inline qualifier, and local register
 * variables: GNU extensions used by kernels and system libraries. */
#include <stdio.h>

static int check_zero(int v)
{
#if defined(__x86_64__)
    asm goto("testl %0, %0\n\tjz %l1" : : "r"(v) : "cc" : is_zero);
    return 0;
is_zero:
    return 1;
#else
    return v == 0;
#endif
}

static unsigned long long read_pair(void)
{
#if defined(__x86_64__)
    register unsigned long rax asm("rax") = 5;
    asm volatile("addq $10, %0" : "+r"(rax));
    return rax;
#else
    return 15;
#endif
}

int main(void)
{
    int zeros = 0;
    for (int i = -2; i <= 2; i++)
        zeros += check_zero(i);
    asm inline("" ::: "memory");
    printf("%d %llu\n", zeros, read_pair());
    return zeros;
}
