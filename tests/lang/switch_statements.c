/* switch: fall-through, default placement, GNU case ranges, Duff's device, nested switches. */
#include <stdio.h>

static const char *classify(int c)
{
    switch (c) {
    case '0' ... '9': return "digit";
    case 'a' ... 'z':
    case 'A' ... 'Z': return "letter";
    case ' ': case '\t': case '\n': return "space";
    default: return "other";
    }
}

static void duff_copy(char *to, const char *from, int count)
{
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void)
{
    const char *s = "a1 !Z";
    for (const char *p = s; *p; p++)
        printf("%s ", classify(*p));
    printf("\n");
    int acc = 0;
    for (int i = 0; i < 6; i++) {
        switch (i) {
        default:
            acc += 100;
            break;
        case 1:
            acc += 1;
            /* fall through */
        case 2:
            acc += 2;
            break;
        case 4: {
            int local = 40;
            acc += local;
        }
        }
    }
    printf("%d\n", acc);
    char dst[20] = {0};
    duff_copy(dst, "duff's device!", 15);
    printf("%s\n", dst);
    int x = 2, y = 3, r = 0;
    switch (x) {
    case 2:
        switch (y) {
        case 3: r = 23; break;
        }
        r++;
        break;
    }
    switch (r) { }
    switch (r) case 24: r = 0;
    printf("%d\n", r);
    long big = 5000000000L;
    switch (big) { case 5000000000L: puts("long case"); }
    return r;
}
