extern int shared_count;
static int shared_count = 0;
