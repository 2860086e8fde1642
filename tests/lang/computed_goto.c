/* Labels as values and computed goto: a tiny bytecode interpreter. */
#include <stdio.h>

enum op { PUSH, ADD, MUL, DUP, PRINT, JNZ_DEC, HALT };

static int run(const int *code)
{
    static void *dispatch[] = { &&do_push, &&do_add, &&do_mul, &&do_dup, &&do_print, &&do_jnz, &&do_halt };
    int stack[64], sp = 0, pc = 0, counter = 3;
#define NEXT goto *dispatch[code[pc++]]
    NEXT;
do_push:
    stack[sp++] = code[pc++];
    NEXT;
do_add:
    sp--;
    stack[sp - 1] += stack[sp];
    NEXT;
do_mul:
    sp--;
    stack[sp - 1] *= stack[sp];
    NEXT;
do_dup:
    stack[sp] = stack[sp - 1];
    sp++;
    NEXT;
do_print:
    printf("top=%d\n", stack[sp - 1]);
    NEXT;
do_jnz:
    if (--counter > 0) {
        pc = code[pc];
        NEXT;
    }
    pc++;
    NEXT;
do_halt:
    return stack[sp - 1];
#undef NEXT
}

int main(void)
{
    const int code[] = { PUSH, 2, DUP, MUL, PRINT, JNZ_DEC, 2, PUSH, 1, ADD, PRINT, HALT };
    int r = run(code);
    void *target = &&end;
    int hops = 0;
again:
    if (hops++ < 2)
        goto again;
    goto *target;
end:
    printf("hops %d result %d diff %d\n", hops, r, (int)(&&end - &&again != 0));
    return r % 256;
}
