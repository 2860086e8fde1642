//! No input makes the pipeline panic: programs with data directives, cut at every byte and with
//! every directive line mangled, go through `pipeline::compile`.

use oxacc_lower::pipeline::{compile, CompileOptions};

const PROGRAMS: &[&str] = &["struct s { int n; float *p; };
float g[8];
#pragma acc declare create(g) link(g)
int f(float **m, struct s v, float *a, int n) {
  float t[4];
#pragma acc declare copyin(t) device_resident(t)
#pragma acc data copy(a[0:n]) copyout(m[1:n-2][0:n]) present(v.p[0:v.n]) if(n) async(1) wait(2)
  {
    for (int i = 0; i < n; i++) {
#pragma acc data create(a[i:1]) no_create(g)
      { if (i) continue; if (n > 3) break; if (n > 4) return n; }
    }
#pragma acc host_data use_device(a) if_present
    { a[0] = 1; }
  }
#pragma acc enter data copyin(a[:n]) attach(v.p) async wait
#pragma acc update self(a[0:n]) device(m[0:n][0:n]) host(g) if_present
#pragma acc exit data copyout(a[0:n]) detach(v.p) delete(g) finalize
#pragma acc wait(1, 2) async(3) if(n)
#pragma acc init device_type(nvidia, host) device_num(0)
#pragma acc set device_type(host) default_async(1)
#pragma acc shutdown
  return 0;
}
"];

fn check(text: &str) {
    let _ = compile(
        text,
        &CompileOptions {
            minfo: true,
            openmp: false,
            no_openacc: false,
            host_only: false,
            c90: false,
            managed: false,
        },
    );
}

#[test]
fn every_prefix_compiles_without_panic() {
    for p in PROGRAMS {
        let text = format!("# 1 \"t.c\"\n{p}");
        for cut in 0..=text.len() {
            if text.is_char_boundary(cut) {
                check(&text[..cut]);
            }
        }
    }
}

#[test]
fn mangled_directive_lines_compile_without_panic() {
    let noise = [
        "", "(", ")", "[", "]", ":", ",", "a[", "[:]", "[1:]", "[:n]", "(a)", "((", "0", "-1",
        "a.p", "a->", "*", "&a", "\"s\"", "if(", "async(", "wait(",
    ];
    for p in PROGRAMS {
        let lines: Vec<&str> = p.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if !line.starts_with("#pragma acc") {
                continue;
            }
            for cut in (12..=line.len()).step_by(3) {
                for n in &noise {
                    let mut v = lines.clone();
                    let mangled = format!("{}{}{}", &line[..cut], n, &line[cut..]);
                    v[i] = &mangled;
                    check(&format!("# 1 \"t.c\"\n{}\n", v.join("\n")));
                }
            }
        }
    }
}
