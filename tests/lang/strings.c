/* String handling: string.h, literal concatenation, escapes, strtok, memmove, comparisons. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *joined = "con" "cat" "enated";
    printf("%s %zu\n", joined, strlen(joined));
    char buf[64];
    strcpy(buf, "hello");
    strcat(buf, ", world");
    printf("%s %zu %d\n", buf, strlen(buf), strcmp(buf, "hello"));
    printf("%d %d\n", strncmp("abcdef", "abcxyz", 3), strcmp("a", "b") < 0);
    printf("%s|%s\n", strchr(buf, 'w'), strrchr(buf, 'l'));
    printf("%s\n", strstr(buf, "lo,"));
    char text[] = "one,two;;three four";
    for (char *tok = strtok(text, ",; "); tok; tok = strtok(NULL, ",; "))
        printf("[%s]", tok);
    printf("\n");
    char overlap[] = "abcdefgh";
    memmove(overlap + 2, overlap, 5);
    printf("%s\n", overlap);
    memset(buf, '-', 5);
    buf[5] = 0;
    printf("%s %zu %zu\n", buf, strspn("aaabc", "a"), strcspn("hello", "l"));
    printf("tab\tnewline\\n quote\" hex\x41 oct\101 q\?\n");
    printf("%zu %zu %d\n", sizeof "abc", sizeof("a" "b"), "xyz"[1]);
    char rev[] = "reverse";
    for (size_t i = 0, j = strlen(rev) - 1; i < j; i++, j--) {
        char t = rev[i]; rev[i] = rev[j]; rev[j] = t;
    }
    printf("%s %d\n", rev, memcmp("abc", "abd", 3) < 0);
    const char *multi = "line one\n"
                        "line two\n";
    fputs(multi, stdout);
    return (int)strlen(joined) - 12;
}
