// `DialectType<Dialect, predicate, "summary">` needs the dialect and the
// predicate.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_Token : DialectType<T_Dialect>;
}
fn main() {}
