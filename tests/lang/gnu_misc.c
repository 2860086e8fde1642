/* Assorted GNU C found in real code: zero-length arrays, empty structs, vector extensions,
 * binary literals, __FUNCTION__/__PRETTY_FUNCTION__, \e escape, conditional with omitted operand,
 * case ranges, arithmetic on void pointers, __builtin_va_list typedefs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct header { int len; char data[0]; };
struct empty { };
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));

int main(void)
{
    struct header *h = malloc(sizeof *h + 6);
    h->len = 6;
    memcpy(h->data, "gnu c", 6);
    printf("%zu %zu %s\n", sizeof(struct header), sizeof(struct empty), h->data);
    free(h);
    v4si a = {1, 2, 3, 4}, b = {10, 20, 30, 40};
    v4si c = a + b * 2;
    v4sf f = {1.5f, 2.5f, 3.5f, 4.5f};
    f = f * 2;
    printf("%d %d %d %d %.1f %.1f\n", c[0], c[1], c[2], c[3], f[0], f[3]);
    int bin = 0b101101;
    printf("%d %s %s\n", bin, __FUNCTION__, __PRETTY_FUNCTION__);
    printf("%d\n", '\e');
    char buf[8] = "abcdefg";
    void *vp = buf;
    vp += 2;                       /* GNU: arithmetic on void * */
    printf("%c\n", *(char *)vp);
    int i = 0;
    int j = i ?: 99;
    printf("%d\n", j);
    __builtin_va_list unused_list;
    (void)unused_list;
    const char *s = __extension__ ({ "expr"; });
    printf("%s %d\n", s, (int)sizeof(v4si));
    return bin & 7;
}
