/* A header declaring an array of unknown size with its device copy (OpenACC 3.3, 2.13:
 * extern variables may appear in create). Included by the file that defines it (before the
 * definition gives the size) and by files that only use it. */
extern double gd[];
#pragma acc declare create(gd)
