/* Macros: variadic, ##__VA_ARGS__, stringification, token pasting, __func__, X-macros, _Pragma. */
#include <stdio.h>

#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define LOG(fmt, ...) printf("[%s] " fmt "\n", __func__, ##__VA_ARGS__)
#define COUNT_ARGS(...) COUNT_(__VA_ARGS__, 5, 4, 3, 2, 1)
#define COUNT_(a, b, c, d, e, n, ...) n
#define VERSION 3
#define COLORS X(red, 1) X(green, 2) X(blue, 4)

enum {
#define X(name, v) CAT(COLOR_, name) = v,
    COLORS
#undef X
};

static const char *color_name(int v)
{
    switch (v) {
#define X(name, val) case val: return #name;
        COLORS
#undef X
    }
    return "?";
}

_Pragma("GCC diagnostic push")
_Pragma("GCC diagnostic ignored \"-Wunused-variable\"")
static void helper(void) { int unused; }
_Pragma("GCC diagnostic pop")

int main(void)
{
    int CAT(my, var) = 7;
    LOG("plain");
    LOG("with %d %s", myvar, STR(tokens here));
    printf("%s %d %d\n", XSTR(VERSION), COUNT_ARGS(a, b, c), COUNT_ARGS(x));
    printf("%d %s %s\n", COLOR_green | COLOR_blue, color_name(2), color_name(4));
    printf("%s %d\n", __func__, __STDC_VERSION__ >= 201112L);
    helper();
#if defined(VERSION) && VERSION > 2
    return VERSION;
#else
    return 0;
#endif
}
