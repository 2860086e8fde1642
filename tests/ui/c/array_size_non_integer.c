double samples[2.5];
