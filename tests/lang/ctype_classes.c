/* ctype.h over all ASCII characters, and case conversion. */
#include <ctype.h>
#include <stdio.h>

int main(void)
{
    int counts[8] = {0};
    for (int c = 0; c < 128; c++) {
        counts[0] += !!isalpha(c);
        counts[1] += !!isdigit(c);
        counts[2] += !!isspace(c);
        counts[3] += !!ispunct(c);
        counts[4] += !!isupper(c);
        counts[5] += !!isxdigit(c);
        counts[6] += !!iscntrl(c);
        counts[7] += !!isprint(c);
    }
    for (int i = 0; i < 8; i++)
        printf("%d ", counts[i]);
    printf("\n");
    char s[] = "Mixed Case 123!";
    for (char *p = s; *p; p++)
        *p = islower((unsigned char)*p) ? toupper((unsigned char)*p) : tolower((unsigned char)*p);
    printf("%s\n", s);
    int words = 0, in_word = 0;
    for (const char *p = "  the quick  brown fox "; *p; p++) {
        if (isspace((unsigned char)*p))
            in_word = 0;
        else if (!in_word) {
            in_word = 1;
            words++;
        }
    }
    printf("%d\n", words);
    return words;
}
