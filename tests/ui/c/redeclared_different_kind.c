typedef int length;
int length = 3;
