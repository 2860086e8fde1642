/* Recursion: fibonacci, Ackermann, mutual recursion, Towers of Hanoi, permutations. */
#include <stdio.h>

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int ack(int m, int n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int moves;
static void hanoi(int n, char from, char to, char via)
{
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to);
    moves++;
    if (n == 4)
        printf("move 4 %c->%c\n", from, to);
    hanoi(n - 1, via, to, from);
}
static void permute(char *s, int l, int r, int *count)
{
    if (l == r) {
        if (*count < 3)
            printf("%s\n", s);
        ++*count;
        return;
    }
    for (int i = l; i <= r; i++) {
        char t = s[l]; s[l] = s[i]; s[i] = t;
        permute(s, l + 1, r, count);
        t = s[l]; s[l] = s[i]; s[i] = t;
    }
}

int main(void)
{
    printf("%ld %d %d %d\n", fib(25), ack(2, 3), is_even(10), is_odd(7));
    hanoi(6, 'A', 'C', 'B');
    char s[] = "abcd";
    int count = 0;
    permute(s, 0, 3, &count);
    printf("%d %d\n", moves, count);
    return moves % 256;
}
