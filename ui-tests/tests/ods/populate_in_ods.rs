// `fn NAME;` names a `patterns!` block's populate function; `ods!` has none.
drr::ods! {
    dialect t;
    fn populate_t;
}

fn main() {}
