/* Wide and Unicode character and string literals: L, u, U, u8; wchar_t functions. */
#include <stdio.h>
#include <uchar.h>
#include <wchar.h>

int main(void)
{
    wchar_t w[] = L"wide string";
    char16_t s16[] = u"utf16";
    char32_t s32[] = U"utf32";
    const char u8s[] = u8"utf8 \u00e9";
    printf("%zu %zu %zu %zu %zu\n", wcslen(w), sizeof w, sizeof s16, sizeof s32, sizeof u8s);
    printf("%d %d %d\n", (int)L'A', (int)u'\u00e9', (int)U'\U0001F600');
    printf("%d %d\n", s16[0], (int)s32[4]);
    wchar_t copy[32];
    wcscpy(copy, w);
    wcscat(copy, L"!");
    printf("%zu %d\n", wcslen(copy), wcscmp(copy, w) > 0);
    for (size_t i = 0; i < sizeof u8s - 1; i++)
        printf("%02x", (unsigned char)u8s[i]);
    printf("\n%d\n", (int)sizeof(wchar_t));
    return (int)wcslen(w) - 11;
}
