int base = 100;

enum code { OK = 0, WARN = base + 1, FAIL };
