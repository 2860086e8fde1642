/* Declaration specifiers gcc rejects: each conflicting specifier is reported and ignored
 * (found by the whole-pipeline fuzz test: `for (char int i = 0; ...)` was accepted and the
 * generated C did not compile). */
typedef int T;
struct s { int x; };

void f(void) {
    char int a1;
    long short a2;
    signed unsigned a3;
    long long long a4;
    short short a5;
    unsigned float a6;
    void int a7;
    _Complex _Complex double a8;
    long double long a9;
    long _Complex _Bool a10;
    __int128 long a11;
    long __int128 a12;
    T int a13;
    struct s int a14;
    long _Float128 a15;
    for (_Bool int i = 0; i < 1; i++) ;
    /* Valid combinations stay quiet. */
    long long unsigned int ok1;
    double long ok2;
    _Complex float ok3;
    long _Complex ok4;
    unsigned __int128 ok5;
    signed char ok6;
    int long short_is_not_here;
}
