/* GNU alternate keywords: __extension__, __restrict, __inline, __const, __volatile__, __signed__,
 * and asm labels on declarations. */
#include <stdio.h>
#include <string.h>

__extension__ typedef long long ll_t;
__extension__ static ll_t big = 1LL << 40;

static __inline int inc(int x) { return x + 1; }
static __inline__ int dec(int x) { return x - 1; }

static void copy(char *__restrict dst, const char *__restrict src, int n)
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

static __const int cval = 9;
static __volatile__ int vval = 4;
static __signed__ char sc = -3;

/* An asm label renames the symbol the declaration refers to. */
int renamed_function(int) __asm__("oxacc_lang_real_name");
int renamed_function(int x) { return x * 3; }
extern int aliased_var __asm__("oxacc_lang_var");
int aliased_var = 12;

int main(void)
{
    char buf[8];
    copy(buf, "hello", 6);
    __extension__ int ext = __extension__ 0b1010;
    __typeof__(big) copy_big = big;
    printf("%lld %d %d %s %d %d %d %d\n", copy_big, inc(1), dec(1), buf, cval, vval, sc, ext);
    printf("%d %d\n", renamed_function(5), aliased_var);
    __const__ char *__restrict__ p = buf;
    return (int)strlen(p) - 5;
}
