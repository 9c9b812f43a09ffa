/*
 * Yardstick for the finance benchmark: the same Garman-Kohlhagen price + delta as
 * packages/finance/src/pricing/black.ts (blackPriceDelta), written in C with libm's erfc.
 * Usage: vanilla N  → prints "<evaluations per second> <checksum>".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double ncdf(double x) { return 0.5 * erfc(-x * M_SQRT1_2); }

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 10000000L;
  double checksum = 0.0;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (long i = 0; i < n; i++) {
    double s = 90.0 + (double)(i & 1023) * 0.02;
    double k = 100.0, t = 0.5, r = 0.05, b = 0.02, v = 0.2;
    int is_call = (i & 1) == 0;
    double sd = v * sqrt(t);
    double df = exp(-r * t);
    double df_carry = exp((b - r) * t);
    double d1 = (log(s / k) + b * t) / sd + 0.5 * sd;
    double phi = is_call ? 1.0 : -1.0;
    double n1 = ncdf(phi * d1);
    double price = phi * (s * df_carry * n1 - k * df * ncdf(phi * (d1 - sd)));
    double delta = phi * df_carry * n1;
    checksum += price + delta;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double secs = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  printf("%.1f %.6f\n", (double)n / secs, checksum);
  return 0;
}
