/* 2.12: "Neither of v and expr (as applicable) may access the storage location designated by
 * x", "Neither of x and expr ... by v", and "x and v (as applicable) are both l-value
 * expressions with scalar type" (gcc rejects a struct: "invalid expression type"). These were
 * accepted: 'atomic write x = x + 1' is not an atomic increment. */
struct S {
    int a;
};

int main(void) {
    int x = 0, v = 0, b[4] = {0};
    struct S sx = {0}, sy = {1};
#pragma acc parallel loop copy(x, v, b, sx)
    for (int i = 0; i < 4; i++) {
#pragma acc atomic write
        x = x + 1;
#pragma acc atomic update
        x = x + x;
#pragma acc atomic
        x += b[x];
#pragma acc atomic read
        x = x;
#pragma acc atomic capture
        v = x += v;
#pragma acc atomic capture
        {
            v = x;
            x = x * v;
        }
#pragma acc atomic write
        sx = sy;
        /* The swap form {v = x; x = expr;} with expr = x (was accepted: the second statement
         * was taken for another read of x). */
#pragma acc atomic capture
        {
            v = x;
            x = x;
        }
        /* Fine. */
#pragma acc atomic write
        b[i] = x + 1;
#pragma acc atomic update
        b[i] = b[i] + i;
#pragma acc atomic capture
        {
            v = x;
            x = 2 * x;
        }
    }
    return x;
}
