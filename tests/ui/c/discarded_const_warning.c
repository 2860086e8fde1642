char *first_word(const char *text)
{
    char *p = text;
    return p;
}
