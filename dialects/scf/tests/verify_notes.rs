//! Verifier errors of scf ops with the notes MLIR attaches to them
//! (`drr::ods::attach_note`): `terminator here` at the wrong last op of
//! `scf.while`'s and `scf.parallel`'s bodies (MLIR's
//! `verifyAndGetTerminator`), `region branch point` at the source of a bad
//! control-flow edge (the op for an edge from the parent, else the
//! terminator). For each `tests/notes/NAME.mlir`, `scf-opt NAME.mlir`'s
//! standard error must be what `mlir-opt-22 --mlir-print-op-generic
//! NAME.mlir` printed, recorded in `NAME.stderr` (run in that directory).

use std::path::Path;

#[test]
fn errors_carry_mlir_opts_notes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/notes");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/notes")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".mlir").map(str::to_string))
        .collect();
    names.sort();
    assert_eq!(names.len(), 4, "{names:?}");
    for name in names {
        let input = dir.join(format!("{name}.mlir"));
        let input = input.to_string_lossy().into_owned();
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = drr::opt_tool::run_opt(
            "scf-opt",
            [input.clone()],
            drr_scf::register,
            &[],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 1, "{name}: invalid IR");
        let err = String::from_utf8(err)
            .expect("UTF-8")
            .replace(&input, &format!("{name}.mlir"));
        let expected =
            std::fs::read_to_string(dir.join(format!("{name}.stderr"))).expect("expected");
        assert_eq!(err, expected, "{name}");
    }
}
