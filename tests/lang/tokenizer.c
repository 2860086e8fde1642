/* A state-machine tokenizer and recursive-descent expression evaluator. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

enum kind { NUM, PLUS, MINUS, STAR, SLASH, LPAREN, RPAREN, END, BAD };
struct token { enum kind kind; long value; };

static const char *src;
static struct token tok;

static void next(void)
{
    while (isspace((unsigned char)*src))
        src++;
    char c = *src;
    if (!c) { tok.kind = END; return; }
    if (isdigit((unsigned char)c)) {
        tok.kind = NUM;
        tok.value = strtol(src, (char **)&src, 10);
        return;
    }
    src++;
    switch (c) {
    case '+': tok.kind = PLUS; break;
    case '-': tok.kind = MINUS; break;
    case '*': tok.kind = STAR; break;
    case '/': tok.kind = SLASH; break;
    case '(': tok.kind = LPAREN; break;
    case ')': tok.kind = RPAREN; break;
    default: tok.kind = BAD;
    }
}

static long expr(void);

static long primary(void)
{
    if (tok.kind == NUM) { long v = tok.value; next(); return v; }
    if (tok.kind == MINUS) { next(); return -primary(); }
    if (tok.kind == LPAREN) { next(); long v = expr(); next(); return v; }
    return 0;
}

static long term(void)
{
    long v = primary();
    while (tok.kind == STAR || tok.kind == SLASH) {
        enum kind k = tok.kind;
        next();
        long r = primary();
        v = k == STAR ? v * r : (r ? v / r : 0);
    }
    return v;
}

static long expr(void)
{
    long v = term();
    while (tok.kind == PLUS || tok.kind == MINUS) {
        enum kind k = tok.kind;
        next();
        long r = term();
        v = k == PLUS ? v + r : v - r;
    }
    return v;
}

static long eval(const char *s) { src = s; next(); return expr(); }

int main(void)
{
    const char *cases[] = {"1 + 2 * 3", "(1 + 2) * 3", "100 / 7 - -3", "2 * (3 + (4 - 1)) * 5", "42"};
    long total = 0;
    for (int i = 0; i < 5; i++) {
        long v = eval(cases[i]);
        total += v;
        printf("%-24s = %ld\n", cases[i], v);
    }
    return (int)total;
}
