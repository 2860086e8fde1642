/* strtol/strtoul/strtod/atoi/sscanf and sprintf round trips. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    char *end;
    long v = strtol("  -1234xyz", &end, 10);
    printf("%ld [%s]\n", v, end);
    printf("%ld %ld %ld\n", strtol("ff", NULL, 16), strtol("0x1F", NULL, 0), strtol("0755", NULL, 0));
    printf("%lu %lld\n", strtoul("4294967295", NULL, 10), strtoll("-9223372036854775807", NULL, 10));
    errno = 0;
    long big = strtol("99999999999999999999", NULL, 10);
    printf("%d %d\n", big == __LONG_MAX__, errno == ERANGE);
    double d = strtod("3.5e2rest", &end);
    printf("%.1f [%s] %.3f\n", d, end, atof("2.718"));
    printf("%d %ld\n", atoi("42abc"), atol("-7"));
    int a, b;
    char word[16];
    int got = sscanf("12 34 words", "%d %d %15s", &a, &b, word);
    printf("%d %d %d %s\n", got, a, b, word);
    char buf[64];
    int len = sprintf(buf, "%d|%.3f|%s", -5, 1.0 / 8, "end");
    printf("%d %s\n", len, buf);
    unsigned hex;
    sscanf("beef", "%x", &hex);
    printf("%u\n", hex);
    return (int)(v % 100) + 34;
}
