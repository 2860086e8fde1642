/* Sieve of Eratosthenes with a heap bitmap; exit status is a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    const int limit = 1000000;
    unsigned char *composite = calloc((size_t)limit / 8 + 1, 1);
    if (!composite)
        return 2;
#define SET(i) (composite[(i) >> 3] |= (unsigned char)(1u << ((i)&7)))
#define GET(i) (composite[(i) >> 3] >> ((i)&7) & 1)
    for (long i = 2; i * i <= limit; i++)
        if (!GET(i))
            for (long j = i * i; j <= limit; j += i)
                SET(j);
    int count = 0, last = 0;
    long long sum = 0;
    for (int i = 2; i <= limit; i++)
        if (!GET(i)) {
            count++;
            sum += i;
            last = i;
        }
    printf("%d primes below %d, largest %d, sum %lld\n", count, limit, last, sum);
    int twins = 0;
    for (int i = 3; i + 2 <= limit; i += 2)
        twins += !GET(i) && !GET(i + 2);
    printf("%d twin pairs\n", twins);
    free(composite);
    return count % 256;
}
