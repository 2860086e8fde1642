int bits = 3;

struct flags {
    unsigned mode : bits;
};
