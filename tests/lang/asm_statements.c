/* GNU asm statements: basic, extended with operands, clobbers, goto-less volatile. */
#include <stdio.h>

static int add_asm(int a, int b)
{
#if defined(__x86_64__)
    __asm__("addl %1, %0" : "+r"(a) : "r"(b));
    return a;
#else
    return a + b;
#endif
}

static unsigned long rotate(unsigned long v)
{
#if defined(__x86_64__)
    asm volatile("rolq $8, %0" : "=r"(v) : "0"(v) : "cc");
    return v;
#else
    return (v << 8) | (v >> 56);
#endif
}

int main(void)
{
    __asm__ __volatile__("" ::: "memory");
    asm("nop");
    int r = add_asm(40, 2);
    printf("%d %lx\n", r, rotate(0x0102030405060708UL));
    int named;
#if defined(__x86_64__)
    __asm__("movl %[in], %[out]" : [out] "=r"(named) : [in] "r"(77));
#else
    named = 77;
#endif
    printf("named %d\n", named);
    return r - 42;
}
