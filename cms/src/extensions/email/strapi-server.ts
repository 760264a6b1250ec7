/** The email plugin's /api/email route would send mail as the platform to anyone granted it (ADR 0018). */
import { withoutContentApi } from '../../lib/without-content-api';

export default withoutContentApi;
