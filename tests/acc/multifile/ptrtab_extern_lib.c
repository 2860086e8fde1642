/* The table ptrtab_extern_main.c declares `extern` and reads in a compute construct: its
 * pointers are this file's string literals, set by its initializer (host addresses). */
const char *const ptrtab_names[3] = {"one", "three", "seventeen"};
