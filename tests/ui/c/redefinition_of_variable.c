int counter = 0;
int counter = 1;
